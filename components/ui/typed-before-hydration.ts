/** Any control of a form: an input, a select, a textarea, a button or a fieldset. */
type Field = Pick<HTMLInputElement, 'type' | 'name' | 'id' | 'value' | 'checked' | 'defaultChecked'> & Partial<Pick<HTMLInputElement, 'defaultValue'>> & Partial<Pick<HTMLSelectElement, 'selectedOptions'>>;

/**
 * The fields of a form a visitor changed before React hydrated, by name (or id), with their values. React leaves
 * them on screen but not in its state, so its next render would put them back: a form adopts these when it mounts.
 */
export function typedBeforeHydration(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of form.elements as unknown as Iterable<Field>) {
    const changed =
      field.type === 'radio'
        ? field.checked && !field.defaultChecked
        : field.type === 'select-one'
          ? !field.selectedOptions?.[0]?.defaultSelected
          : field.type !== 'checkbox' && field.defaultValue !== undefined && field.value !== field.defaultValue;
    if (changed) typed[field.name || field.id] = field.value;
  }
  return typed;
}
