import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus and makes the page inert; Escape
 * closes it (the `cancel` event); focus returns to what opened it.
 */
export function Dialog({ open, title, onClose, children, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // React owns `open`
      onClose();
    };
    const onNativeClose = () => {
      opener.current?.focus();
      opener.current = null;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open && (
        <>
          <div className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className="dialog__body">
            {description && (
              <p id={descriptionId} className="muted">
                {description}
              </p>
            )}
            {children}
          </div>
        </>
      )}
    </dialog>
  );
}

type DialogActionsProps = {
  onCancel: () => void;
  /** While true, both buttons are disabled. */
  busy: boolean;
  confirmLabel: string;
  confirmDisabled?: boolean;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  danger?: boolean;
};

/** A dialog's Cancel and confirm buttons, at the end of its row. */
export function DialogActions({ onCancel, busy, confirmLabel, confirmDisabled = false, onConfirm, danger = false }: DialogActionsProps) {
  return (
    <div className="button-row" style={{ justifyContent: 'flex-end' }}>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={danger ? 'button button--danger' : 'button'}
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
