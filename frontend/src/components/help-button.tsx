import { useCallback, useState } from 'react';
import { Dialog } from './dialog';
import { ChatIcon, HelpIcon, VideoIcon } from './icons';

/** The floating help button on every page (spec section 2). Both choices are not built yet. */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  const [comingSoon, setComingSoon] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    setComingSoon(false);
  }, []);

  return (
    <>
      <button type="button" className="help-button" aria-label="Help" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <HelpIcon size={28} />
      </button>
      <Dialog open={open} onClose={close} title={comingSoon ? 'Coming Soon' : 'How can we help you?'}>
        {comingSoon ? (
          <p role="status">Our help features are coming soon! We&apos;re working hard to bring you the best support experience.</p>
        ) : (
          <div className="choice-list">
            <button type="button" className="button button--secondary button--block" onClick={() => setComingSoon(true)}>
              <ChatIcon /> Chat with Help
            </button>
            <button type="button" className="button button--secondary button--block" onClick={() => setComingSoon(true)}>
              <VideoIcon /> Zoom with Help
            </button>
          </div>
        )}
      </Dialog>
    </>
  );
}
