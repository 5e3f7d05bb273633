import { RefusalPage } from '@/components/refusal-page';

/** SPEC §6 insufficient-permissions: a public exam of a school that is not open, for an account in none of its groups (docs/decisions/0009). */
export function InsufficientPermissionsPage() {
  return <RefusalPage page="insufficientPermissions" />;
}
