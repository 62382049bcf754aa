/** The base32 secret of an otpauth:// URI, for typing into an app that cannot scan. */
export function secretFromUri(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** "ABCD EFGH IJKL ...": groups of four are easier to read out and type. */
export function groupKey(secret: string): string {
  return (secret.toUpperCase().match(/.{1,4}/g) ?? []).join(" ");
}
