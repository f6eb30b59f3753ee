/** An e-mail address that wraps only after its @ or before a dot (inside an element that does not wrap anywhere). */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?<=@)|(?=\.)/).flatMap((part, i) => (i > 0 ? [<wbr key={i} />, part] : [part]));
}
