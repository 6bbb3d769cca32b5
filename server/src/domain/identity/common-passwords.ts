// The most common passwords, from zxcvbn's list as @zxcvbn-ts/language-common ships it (MIT): about 49,000 passwords
// ranked by how often they appeared in leaked password sets, in lower case. A password is compared in lower case,
// as zxcvbn does, so "Password123" is as common as "password123". The list is decompressed on first use (about
// 100 ms and 7 MB), not when the server starts: most instances never see a new password.

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
