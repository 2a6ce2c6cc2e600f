package termtest

import "flag"

// Update is the -update flag of every terminal package's tests: rewrite
// its golden files (testdata) instead of comparing with them.
var Update = flag.Bool("update", false, "rewrite the package's golden files (testdata)")

// WordsPath is where a game's terminal package keeps its words golden
// (WordsGolden), which the game's browser test reads too.
const WordsPath = "testdata/words.golden.json"
