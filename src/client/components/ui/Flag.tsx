/** Small inline flags (emoji flags need fonts many systems lack). Decorative: the name is beside it. */
export function Flag({ code }: { code: 'gb' | 'es' | 'fr' | 'in' }) {
  const common = { width: 20, height: 14, 'aria-hidden': true, focusable: false, className: 'flag' } as const;
  switch (code) {
    case 'gb':
      return (
        <svg {...common} viewBox="0 0 60 42">
          <rect width="60" height="42" fill="#012169" />
          <path d="M0 0L60 42M60 0L0 42" stroke="#fff" strokeWidth="8" />
          <path d="M0 0L60 42M60 0L0 42" stroke="#C8102E" strokeWidth="3" />
          <path d="M30 0V42M0 21H60" stroke="#fff" strokeWidth="12" />
          <path d="M30 0V42M0 21H60" stroke="#C8102E" strokeWidth="7" />
        </svg>
      );
    case 'es':
      return (
        <svg {...common} viewBox="0 0 60 42">
          <rect width="60" height="42" fill="#AA151B" />
          <rect y="10.5" width="60" height="21" fill="#F1BF00" />
        </svg>
      );
    case 'fr':
      return (
        <svg {...common} viewBox="0 0 60 42">
          <rect width="20" height="42" fill="#002654" />
          <rect x="20" width="20" height="42" fill="#fff" />
          <rect x="40" width="20" height="42" fill="#CE1126" />
        </svg>
      );
    case 'in':
      return (
        <svg {...common} viewBox="0 0 60 42">
          <rect width="60" height="14" fill="#FF9933" />
          <rect y="14" width="60" height="14" fill="#fff" />
          <rect y="28" width="60" height="14" fill="#138808" />
          <circle cx="30" cy="21" r="5" fill="none" stroke="#000080" strokeWidth="1.5" />
        </svg>
      );
  }
}
