/**
 * The searchable dropdown of spec §2 (characters, topics), built on Downshift's useCombobox for
 * the ARIA combobox pattern: typing filters (case-insensitive substring), arrow keys move, Enter
 * picks, Escape closes, a click outside closes, and the chosen value has a clear button.
 */
import { useCombobox } from 'downshift';
import { X, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useResettableState } from '../../hooks/use-resettable-state';

export interface Option {
  id: string;
  name: string;
  /** a line under the name (a character's description) */
  detail?: string;
}

interface Props {
  id: string;
  label: string;
  placeholder: string;
  options: Option[];
  selected: Option | null;
  onChange: (option: Option | null) => void;
  noMatches: string;
  clearLabel: string;
  toggleLabel: string;
  disabled?: boolean;
  /** the most options rendered at once; typing narrows the rest */
  maxShown?: number;
  moreHint?: (hidden: number) => string;
}

export function SearchableSelect({
  id,
  label,
  placeholder,
  options,
  selected,
  onChange,
  noMatches,
  clearLabel,
  toggleLabel,
  disabled,
  maxShown = 150,
  moreHint,
}: Props) {
  // the box shows the choice again whenever it changes from outside (cleared, or renamed by a
  // change of language)
  const [input, setInput] = useResettableState(selected?.name ?? '', selected);
  const matching = useMemo(() => {
    const needle = input.trim().toLocaleLowerCase();
    // while the chosen name is shown in the box, list everything
    if (!needle || (selected && input === selected.name)) return options;
    return options.filter((o) => o.name.toLocaleLowerCase().includes(needle));
  }, [input, options, selected]);
  const shown = matching.length > maxShown ? matching.slice(0, maxShown) : matching;

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getLabelProps,
    getToggleButtonProps,
    selectItem,
  } = useCombobox<Option>({
    id,
    items: shown,
    selectedItem: selected,
    inputValue: input,
    itemToString: (o) => o?.name ?? '',
    itemToKey: (o) => o?.id,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });

  return (
    <div className="combobox">
      <label {...getLabelProps()}>{label}</label>
      <div className="combobox-control">
        <input {...getInputProps({ placeholder, disabled })} />
        {selected && !disabled && (
          <button
            type="button"
            className="icon-button"
            aria-label={clearLabel}
            onClick={() => {
              selectItem(null);
              setInput('');
            }}
          >
            <X size={16} aria-hidden />
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={toggleLabel}
          disabled={disabled}
          {...getToggleButtonProps()}
        >
          <ChevronDown size={16} aria-hidden />
        </button>
      </div>
      <div className={`combobox-popup${isOpen ? ' open' : ''}`}>
        <ul {...getMenuProps()} className="combobox-menu">
          {isOpen &&
            shown.map((o, index) => (
              <li
                key={o.id}
                className={`${highlightedIndex === index ? 'highlighted' : ''}${selected?.id === o.id ? ' selected' : ''}`}
                {...getItemProps({ item: o, index })}
              >
                <span>{o.name}</span>
                {o.detail && <small className="muted">{o.detail}</small>}
              </li>
            ))}
        </ul>
        {isOpen && matching.length === 0 && (
          <p className="combobox-note" role="status">
            {noMatches}
          </p>
        )}
        {isOpen && matching.length > shown.length && moreHint && (
          <p className="combobox-note">{moreHint(matching.length - shown.length)}</p>
        )}
      </div>
    </div>
  );
}
