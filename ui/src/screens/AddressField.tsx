// A field for an address, a relay or an invitation, typed or pasted: labelled, and left alone
// by autocomplete and spell checking.

/** The field, under its label; `url` asks a touch keyboard for an address's keys. */
export function AddressField({
  label,
  value,
  placeholder,
  url = true,
  onInput,
}: {
  label: string;
  value: string;
  placeholder: string;
  url?: boolean;
  onInput: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellcheck={false}
        inputMode={url ? 'url' : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}
