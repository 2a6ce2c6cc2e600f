// Package server is Evergreen's HTTP and WebSocket front: the JSON API of
// docs/API.md, the WebSocket feed, and the HTML pages. It holds no rules:
// every move goes to a table (package table), which applies it through
// the game's engine contract and logs it in the store before anyone is
// told.
//
// Files: server.go (construction and routes), api.go (JSON API), ws.go
// (WebSocket feed), auth.go (tokens and cookies), limit.go (the
// per-address limit on join attempts), pages.go (HTML pages), games.go
// (the hosted games: /api/games, each game's default rule set, and the
// pages a game serves itself through gameweb.Site, such as Nobles' Rulebook
// and Rules Studio, mounted under /games/{name}/).
package server
