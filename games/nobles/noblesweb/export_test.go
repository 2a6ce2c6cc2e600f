package noblesweb

// MissingMark is what a page shows for a placeholder it cannot fill.
const MissingMark = rbMissingMark

// SeedTitles are the titles of the seed's Rules, word for word.
var SeedTitles = rbSeedTitles
