/**
 * The searchable dropdown of spec §2 (characters, topics), built on Downshift's useCombobox for
 * the ARIA combobox pattern: typing filters (a part of the name or its keywords, case and accents
 * aside), arrow keys move, Enter picks, Escape closes, a click outside closes, and the chosen value
 * has a clear button.
 *
 * Downshift owns the text in the box (it is not a controlled `inputValue`): Downshift reports a
 * change of text through `onInputValueChange` only in an effect after the render, so a box whose
 * value came from our state was rendered once more with the old text after every key, and keys
 * typed in that gap were lost ("jonathan" became "jnthn"; downshift-js/downshift#1108, #217).
 * Our `filter` follows the text one effect behind and only narrows the list.
 */
import { useCombobox } from 'downshift';
import { X, ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';

export interface Option {
  id: string;
  name: string;
  /** a line under the name (a character's description) */
  detail?: string;
  /** other words that find it (a topic's English name under its French one) */
  keywords?: string;
}

/** Lower case without accents: "esperance" finds « Espérance » (Latin letters only: Telugu's vowel signs stay). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

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
  const [filter, setFilter] = useState(selected?.name ?? '');
  const folded = useMemo(
    () => options.map((o) => ({ o, names: o.keywords ? [fold(o.name), fold(o.keywords)] : [fold(o.name)] })),
    [options],
  );
  const matching = useMemo(() => {
    const needle = fold(filter.trim());
    // while the chosen name is shown in the box, list everything
    if (!needle || (selected && filter === selected.name)) return options;
    // names that start with the text first, then those with a word that does, then the rest, each in
    // the list's order ("amo": Amour, Amos before Alamoth)
    const ranks: Option[][] = [[], [], []];
    for (const { o, names } of folded) {
      if (names.some((n) => n.startsWith(needle))) ranks[0].push(o);
      else if (names.some((n) => n.includes(` ${needle}`) || n.includes(`-${needle}`))) ranks[1].push(o);
      else if (names.some((n) => n.includes(needle))) ranks[2].push(o);
    }
    return ranks.flat();
  }, [filter, options, folded, selected]);
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
    initialInputValue: selected?.name ?? '',
    itemToString: (o) => o?.name ?? '',
    // the name is part of the key so that Downshift writes the choice into the box again when it
    // is renamed from outside (a change of language), as it does when it is cleared
    itemToKey: (o) => (o ? `${o.id}\n${o.name}` : o),
    onInputValueChange: ({ inputValue }) => setFilter(inputValue ?? ''),
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
            onClick={() => selectItem(null)}
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
