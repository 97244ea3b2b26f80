export function AdminDashboardPage() {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <title>Admin dashboard · LankaRide</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin dashboard</h1>
      <p className="mt-2 text-slate-600">Welcome to the admin dashboard. Manage vehicles, bookings, drivers and users from here.</p>
    </section>
  );
}
