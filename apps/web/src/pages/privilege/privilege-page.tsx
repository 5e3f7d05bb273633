import { RefusalPage } from '@/components/refusal-page';

/** SPEC §6 privilege page: a 403 from the exam info call (and a refused public exam inside the desktop client). */
export function PrivilegePage() {
  return <RefusalPage page="privilege" />;
}
