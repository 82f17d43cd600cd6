/**
 * The selected applicant and application, persisted in local storage (spec section 4) and applied
 * with the rules of selection-rules.ts. Must sit inside the router: switching goes to '/'.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useApplicantOptions, useApplicationOptions } from './selection-data.ts';
import {
  type ApplicantOption,
  type ApplicationOption,
  chooseApplicant,
  chooseApplication,
  parseStoredId,
  switchApplicant,
  applicationSelectorEntries,
} from './selection-rules.ts';
import { STORAGE_KEYS } from '../lib/ui-constants.ts';

export interface Selection {
  applicants: ApplicantOption[];
  applicant: ApplicantOption | null;
  /** The application selector's entries (rejected duplicates removed). */
  applications: ApplicationOption[];
  application: ApplicationOption | null;
  selectApplicant(id: number): void;
  selectApplication(id: number | null): void;
}

const SelectionContext = createContext<Selection | null>(null);

function readId(key: string): number | null {
  try {
    return parseStoredId(localStorage.getItem(key));
  } catch {
    return null;
  }
}

/** The applicant the user chose last time (local storage), or null. */
export function readStoredApplicantId(): number | null {
  return readId(STORAGE_KEYS.selectedApplicantId);
}

function writeId(key: string, id: number | null): void {
  try {
    if (id === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(id));
  } catch {
    // Without storage the selection lasts for this page only.
  }
}

export function SelectionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [storedApplicantId, setStoredApplicantId] = useState(readStoredApplicantId);
  const [storedApplicationId, setStoredApplicationId] = useState(() =>
    readId(STORAGE_KEYS.selectedApplicationId),
  );

  const applicants = useApplicantOptions().data;
  const applicant = chooseApplicant(applicants, storedApplicantId);
  const applicationList = useApplicationOptions(applicant?.id ?? null).data;
  const applications = useMemo(
    () => applicationSelectorEntries(applicationList),
    [applicationList],
  );
  const application = chooseApplication(applications, storedApplicationId);

  // Remember the rule's outcome, so the next visit starts from it.
  useEffect(() => {
    if (applicant && applicant.id !== storedApplicantId)
      writeId(STORAGE_KEYS.selectedApplicantId, applicant.id);
  }, [applicant, storedApplicantId]);
  useEffect(() => {
    if (application && application.id !== storedApplicationId)
      writeId(STORAGE_KEYS.selectedApplicationId, application.id);
  }, [application, storedApplicationId]);

  const selectApplicant = useCallback(
    (id: number) => {
      const next = switchApplicant(id);
      setStoredApplicantId(next.applicantId);
      setStoredApplicationId(next.applicationId);
      writeId(STORAGE_KEYS.selectedApplicantId, next.applicantId);
      writeId(STORAGE_KEYS.selectedApplicationId, next.applicationId);
      void navigate(next.navigateTo);
    },
    [navigate],
  );
  const selectApplication = useCallback((id: number | null) => {
    setStoredApplicationId(id);
    writeId(STORAGE_KEYS.selectedApplicationId, id);
  }, []);

  const value = useMemo(
    () => ({
      applicants,
      applicant,
      applications,
      application,
      selectApplicant,
      selectApplication,
    }),
    [applicants, applicant, applications, application, selectApplicant, selectApplication],
  );
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The current selection; using it outside SelectionProvider is a programming error. */
export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection must be used inside SelectionProvider');
  return selection;
}
