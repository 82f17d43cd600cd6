/**
 * The selected applicant and tender, persisted in local storage (spec section 4) and applied
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
import { useApplicantOptions, useTenderOptions } from './selection-data.ts';
import {
  type ApplicantOption,
  type TenderOption,
  chooseApplicant,
  chooseTender,
  parseStoredId,
  switchApplicant,
  tenderSelectorEntries,
} from './selection-rules.ts';
import { STORAGE_KEYS } from '../lib/ui-constants.ts';

export interface Selection {
  applicants: ApplicantOption[];
  applicant: ApplicantOption | null;
  /** The tender selector's entries (rejected duplicates removed). */
  tenders: TenderOption[];
  tender: TenderOption | null;
  selectApplicant(id: number): void;
  selectTender(id: number | null): void;
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
  const [storedTenderId, setStoredTenderId] = useState(() => readId(STORAGE_KEYS.selectedTenderId));

  const applicants = useApplicantOptions().data;
  const applicant = chooseApplicant(applicants, storedApplicantId);
  const tenderList = useTenderOptions(applicant?.id ?? null).data;
  const tenders = useMemo(() => tenderSelectorEntries(tenderList), [tenderList]);
  const tender = chooseTender(tenders, storedTenderId);

  // Remember the rule's outcome, so the next visit starts from it.
  useEffect(() => {
    if (applicant && applicant.id !== storedApplicantId)
      writeId(STORAGE_KEYS.selectedApplicantId, applicant.id);
  }, [applicant, storedApplicantId]);
  useEffect(() => {
    if (tender && tender.id !== storedTenderId) writeId(STORAGE_KEYS.selectedTenderId, tender.id);
  }, [tender, storedTenderId]);

  const selectApplicant = useCallback(
    (id: number) => {
      const next = switchApplicant(id);
      setStoredApplicantId(next.applicantId);
      setStoredTenderId(next.tenderId);
      writeId(STORAGE_KEYS.selectedApplicantId, next.applicantId);
      writeId(STORAGE_KEYS.selectedTenderId, next.tenderId);
      void navigate(next.navigateTo);
    },
    [navigate],
  );
  const selectTender = useCallback((id: number | null) => {
    setStoredTenderId(id);
    writeId(STORAGE_KEYS.selectedTenderId, id);
  }, []);

  const value = useMemo(
    () => ({ applicants, applicant, tenders, tender, selectApplicant, selectTender }),
    [applicants, applicant, tenders, tender, selectApplicant, selectTender],
  );
  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The current selection; using it outside SelectionProvider is a programming error. */
export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection must be used inside SelectionProvider');
  return selection;
}
