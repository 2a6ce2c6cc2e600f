package termtest

import "evergreen/engine/enginetest"

// Update is the -update flag of every terminal package's tests: rewrite
// its golden files (testdata) instead of comparing with them. It is
// enginetest's one flag.
var Update = enginetest.Update

// WordsPath is where a game's terminal package keeps its words golden
// (WordsGolden), which the game's browser test reads too.
const WordsPath = "testdata/words.golden.json"
