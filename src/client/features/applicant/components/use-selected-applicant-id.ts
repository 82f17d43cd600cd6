/** The id of the applicant chosen in the switcher, or null when the user has none. */
import { useSelection } from '../../../selection/selection.tsx';

export function useSelectedApplicantId(): number | null {
  return useSelection().applicant?.id ?? null;
}
