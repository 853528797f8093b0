import { useSession } from '../session.js';
import { Page } from '../ui/components.js';

/** What a screen needs of the signed-in user: the lowest level, and whether the supplier scope may open it. */
export interface Need {
  level: number;
  /** Organisation-only screens are not available to a supplier's portal users. */
  organisationOnly: boolean;
  /** Why a level below `level` cannot use it, said to the person ("API keys are managed by an Administrator."). */
  reason: string;
}

const LEVEL_NAMES = ['', 'Basic', 'Editor', 'Manager', 'Administrator'];

/**
 * A screen the signed-in user's level or scope cannot use, typed in the address bar: said plainly, with no form
 * (the API would refuse it anyway), and a way back to the user's own start.
 */
export function NotAvailable({ need }: { need: Need }) {
  const { me, isSupplier } = useSession();
  return (
    <Page title="Not available">
      {isSupplier && need.organisationOnly ? (
        <p>This screen is the organisation’s: a supplier’s portal users work on their own company only.</p>
      ) : (
        <p>{need.reason}</p>
      )}
      <p>
        You are signed in{me ? ` as ${me.user.firstname} ${me.user.lastname}` : ''} with{' '}
        {isSupplier ? 'a supplier portal access' : `the ${LEVEL_NAMES[me?.level ?? 0] ?? 'Basic'} level`}.{' '}
        <a href={isSupplier ? '/portal' : '/'}>Back to the start</a>.
      </p>
    </Page>
  );
}

/** Whether the signed-in user may open a screen that needs `need`. */
export function useAllowed(need: Need): boolean {
  const { can, isSupplier } = useSession();
  return can(need.level) && !(isSupplier && need.organisationOnly);
}
