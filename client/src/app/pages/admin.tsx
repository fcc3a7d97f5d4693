import { RequireRole } from '@/features/auth';
import { ADMIN_ROLES } from '@/lib/auth/roles';
import { AdminDashboard } from '@/features/admin';

/** Admins only (docs/product.md §2.19 and §6). */
export default function AdminPage() {
  return (
    <RequireRole roles={ADMIN_ROLES}>
      <AdminDashboard />
    </RequireRole>
  );
}
