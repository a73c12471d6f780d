/** English plural rules, from Intl: the one place the app picks a noun's form for a count. */
const rules = new Intl.PluralRules('en-US')

/** The noun for a count: `one` when Intl's rules say so ("1 hire"), else `other` ("0 hires", "2 hires"). */
export const nounFor = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other)
