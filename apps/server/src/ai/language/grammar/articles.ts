// 'a' or 'an' before a word, by its first sound rather than its first letter: an hour, a university.
// The one version for the learner rules' templates ({a:word}) and their suggestions.
export function indefiniteArticle(word: string): 'a' | 'an' {
  // A single letter is said by its name: an F, an H, an S, but a U, a B.
  if (/^\p{L}$/u.test(word)) return /^[aefhilmnorsx]$/i.test(word) ? 'an' : 'a';
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ewe|ur[aio]|u[bk]|uk\b)/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}
