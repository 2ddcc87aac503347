import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The back office's one list of rows that staff add to and remove from, a few fields a row (the
 * burn windows and fire restrictions, the inspection types). Each row is a numbered fieldset,
 * "Window 2", with its own "Remove window 2" button while more than `minRows` rows remain; the
 * Add button shows until `maxRows`. A removed row takes its focused button with it, so focus
 * moves to the Add button instead of falling back to the page.
 */
export function RowList<Row extends { id: string }>({
  rows,
  rowName,
  addLabel,
  minRows = 0,
  maxRows,
  error,
  emptyText,
  onAdd,
  onRemove,
  renderRow,
}: {
  rows: readonly Row[];
  /** What a row is called in its legend and Remove button: "Window" gives "Remove window 2". */
  rowName: string;
  addLabel: string;
  minRows?: number;
  maxRows: number;
  /** The message about the list as a whole (too many rows, overlapping rows). */
  error?: string | undefined;
  /** Shown when the list has no row. */
  emptyText?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of row `index`; `name` is the row's name with its number, like "Window 2". */
  renderRow: (index: number, name: string) => ReactNode;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const hasRemoved = useRef(false);
  useEffect(() => {
    if (!hasRemoved.current) return;
    addRef.current?.focus();
    hasRemoved.current = false;
  }, [rows.length]);

  return (
    <>
      {error ? <p className="field-error">{error}</p> : null}
      {rows.length === 0 && emptyText ? <p>{emptyText}</p> : null}
      <ol className="row-list">
        {rows.map((row, index) => {
          const name = `${rowName} ${index + 1}`;
          return (
            <li key={row.id}>
              <fieldset className="form-fieldset">
                <legend className="form-label">{name}</legend>
                {renderRow(index, name)}
                {rows.length > minRows ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => {
                      hasRemoved.current = true;
                      onRemove(index);
                    }}
                  >
                    Remove {rowName.toLowerCase()} {index + 1}
                  </button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < maxRows ? (
        <p>
          <button ref={addRef} type="button" className="button button--secondary" onClick={onAdd}>
            {addLabel}
          </button>
        </p>
      ) : null}
    </>
  );
}
