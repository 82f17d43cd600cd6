/**
 * The question UnsavedChangesGuard asks. A chunk of its own: Blueprint's Dialog (and its
 * overlay) would otherwise travel with the form engine to every page that shows a form, the
 * sign-in pages included, which never ask.
 */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../ui/busy-button.tsx';

export interface UnsavedChangesDialogProps {
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

export default function UnsavedChangesDialog({
  saving,
  onStay,
  onDiscard,
  onSave,
}: UnsavedChangesDialogProps) {
  const { t } = useTranslation('form');
  return (
    <Dialog isOpen title={t('unsavedChanges.title')} onClose={onStay} canOutsideClickClose={false}>
      <DialogBody>
        <p>{t('unsavedChanges.body')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('unsavedChanges.stay')} onClick={onStay} />
            <Button
              text={t('unsavedChanges.discard')}
              intent="danger"
              variant="outlined"
              onClick={onDiscard}
            />
            <BusyButton
              text={t('unsavedChanges.save')}
              intent="primary"
              busy={saving}
              onClick={onSave}
            />
          </>
        }
      />
    </Dialog>
  );
}
