export function DriverDashboardPage() {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <title>Driver dashboard · LankaRide</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Driver dashboard</h1>
      <p className="mt-2 text-slate-600">Welcome back. Your schedule and profile will appear here.</p>
    </section>
  );
}
