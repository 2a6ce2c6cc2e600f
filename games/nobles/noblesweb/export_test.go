package noblesweb

// MissingMark is what a page shows for a placeholder it cannot fill.
const MissingMark = rbMissingMark

// GroupDigits writes a number as the pages do ("1,600").
func GroupDigits(n int) string { return rbGroupDigits(n) }

// SeedTitles are the titles of the seed's Rules, word for word.
var SeedTitles = rbSeedTitles
