import { useMessages } from '../../i18n/messages.tsx';
import type { StorageRefusal } from '../storage/stored-list.ts';

/**
 * Says, where the guest made it, that a save or an Avoid choice was not
 * kept because storage refused it: nothing shows as kept that is not. An
 * alert, as it comes; a line of its own in whatever row or grid it sits in.
 */
export function StorageNote({ refusal }: { refusal: StorageRefusal | null }) {
  const messages = useMessages();
  return (
    refusal && (
      <p className="storage-note" role="alert">
        {messages.notKept[refusal]}
      </p>
    )
  );
}
