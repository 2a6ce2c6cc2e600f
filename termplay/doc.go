// Package termplay plays a game in a plain terminal: one device passed
// round the table (hot-seat), or one player against bots. It knows no
// game: it is handed a game.Game that implements game.Terminal, and the
// game's TermUI draws the screens, words the events and asks each
// person's set-up questions (Nobles: games/nobles/noblesterm).
//
// Everything is line-based: the program prints a screen, asks a question
// with a numbered menu, and reads one line of input. There is no cursor
// control, so Run works on any io.Reader and io.Writer and a whole game
// can be scripted in a test. ANSI colour is used only when Config.Colour
// is set.
//
// A tour of the files:
//
//   - config.go: Config and the sentinel errors.
//   - setup.go: choosing the table (how many seats, which are people,
//     each person's set-up through the TermUI, the bots' seats).
//   - play.go: the game loop, who decides, and the pass-the-device cover.
//   - input.go: reading answers; q, h and k work at every prompt.
//
// Several decisions at once. When more than one seat has a decision,
// each decides in seat order, against the state the earlier ones left:
// bots at once, people one after the other, the device passing between
// them.
//
// Secrecy. A person is only ever shown their own seat's screen, drawn
// from their redacted View and events redacted for them
// (engine.Event.Redact). When the deciding person changes, a cover
// screen scrolls the last screen away, clears the screen and the
// scrollback, and waits for Enter before anything of the next person's
// is printed. When the game ends, the turns nobody has been shown yet
// are told before the final scores (through the one person's eyes at a
// solo table, through nobody's at a hot-seat one). A choice's
// confirmation is skipped when it is the only choice. Bots receive only their
// seat's View, what their seat has seen and their legal moves, like any
// client.
//
// Languages. Config.Lang chooses the language of the frame's words (the
// "term." keys of package locale's catalogs) and, through
// game.TermUI.Speak, of the game's screens, which package termkit gives
// their words.
//
// Every game prints its seed; the same seed and the same answers replay
// the same game.
package termplay
