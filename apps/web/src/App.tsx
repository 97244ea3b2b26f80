export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold text-teal-800">LankaRide</h1>
      <p className="mt-2 text-slate-700">Vehicle rental and tour drivers in Sri Lanka.</p>
    </main>
  );
}
