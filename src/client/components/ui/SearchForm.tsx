import type { FormEvent } from 'react';
import { useResettableState } from '../../hooks/use-resettable-state';

export interface SearchFormProps {
  id: string;
  label: string;
  placeholder: string;
  hint?: string;
  /** the query searched for; the box shows it again when it changes from outside (the URL, Back) */
  query: string;
  /** the box's text, trimmed, when the form is sent */
  onQuery: (q: string) => void;
  /** the submit button's text */
  button: string;
}

/** A search box with its label, an optional hint and a submit button (a lexicon's, the people's). */
export function SearchForm({ id, label, placeholder, hint, query, onQuery, button }: SearchFormProps) {
  const [text, setText] = useResettableState(query, query);
  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    onQuery(text.trim());
  }
  return (
    <form role="search" className="search-form" onSubmit={handleSubmit}>
      <div className="field grow">
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          dir="auto"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {hint && (
          <p id={`${id}-hint`} className="muted">
            {hint}
          </p>
        )}
      </div>
      <button type="submit" className="button primary">
        {button}
      </button>
    </form>
  );
}
