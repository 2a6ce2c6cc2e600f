// Package termplay plays Nobles of Evergreen in a plain terminal: one
// device passed round the table (hot-seat), or one player against bots.
//
// Everything is line-based: the program prints a screen, asks a question
// with a numbered menu, and reads one line of input. There is no cursor
// control, so Run works on any io.Reader and io.Writer and a whole game
// can be scripted in a test. ANSI colour is used only when Config.Colour
// is set.
//
// A tour of the files:
//
//   - config.go: Config, the bots on offer and the sentinel errors.
//   - setup.go: choosing the table (Houses, which seats are people, names).
//   - play.go: the game loop, who decides, and the pass-the-device cover.
//   - screen.go: the screens: header, board, the Castle Keep, menus, Gala.
//   - wording.go: every sentence a player reads about what happened,
//     as text/template tables keyed by event type and effect kind.
//   - input.go: reading answers; q, h and k work at every prompt.
//
// Secrecy. A House's Gems given are hidden from every other House until
// the Gala. A person is only ever shown their own seat's redacted View
// and events redacted for them (engine.Event.Redact), and their own Gems
// appear only in their own panel, labelled "Your Gems given". When the
// deciding person changes, a cover screen scrolls the last screen away
// and waits for Enter before anything of the next person's is printed.
// Bots receive only their seat's View and legal moves, like any client.
//
// Every game prints its seed; the same seed and the same answers replay
// the same year.
package termplay
