/**
 * The small marker after a verse that has cross-references; it opens and closes their list.
 * `label` names it for screen readers ("Cross-references of verse 16"), `title` for the pointer:
 * given by the reader (see VerseText on why not asked here).
 */
export function CrossReferenceMarker({
  label,
  title,
  open,
  onToggle,
}: {
  label: string;
  title: string;
  open: boolean;
  onToggle: (el: HTMLButtonElement) => void;
}) {
  return (
    <button
      type="button"
      className="xref-marker"
      aria-expanded={open}
      aria-controls={open ? 'xref-popover' : undefined}
      aria-label={label}
      title={title}
      onClick={(e) => onToggle(e.currentTarget)}
    >
      <span aria-hidden>✚</span>
    </button>
  );
}
