// Package termkit is what every game's terminal screens share: a
// game's TermUI embeds Kit, or
// NamedSeats when its seats are a name and nothing else, and writes
// only its board drawing and its words; a game of a few screens declares
// them (SimpleSpec) and NewSimple is its whole TermUI.
//
// Kit gives the frame of a screen (game.TermStyle: bold words, the
// banner over a decision or the end), the language termplay chooses
// (Speak, game.TermUI's), and the words: the frame's from package
// locale's catalogs (keys "term.…", in every locale) and the game's own
// from a table per locale the game embeds (screens/{en,de,es,zh-Hant}.json
// in each game's term package), both in package wording's one grammar,
// checked by locale.New (every key in every locale, the same
// placeholders). NamedSeats adds the seats by name: asking a person's
// name, naming a bot's seat, Seated, Name and the cover's Handover.
//
// Like the browser, the screens see only a seat's view and events
// redacted for their reader (termplay hands them nothing else).
package termkit
