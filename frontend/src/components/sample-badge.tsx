import { SAMPLE_MEMBER_ID, sampleMessages } from '@fairbill/shared';
import './sample-badge.css';

/** "Sample" beside what belongs to the sample member (issue 14): in words, not by colour alone. */
export function SampleBadge() {
  return <span className="sample-badge">{sampleMessages.badge}</span>;
}

/** On a document's own page: the badge and a line saying it is made up, for the sample member's documents only. */
export function SampleDocumentNote({ memberId }: { memberId: string }) {
  if (memberId !== SAMPLE_MEMBER_ID) return null;
  return (
    <p>
      <SampleBadge /> {sampleMessages.documentNote}
    </p>
  );
}
