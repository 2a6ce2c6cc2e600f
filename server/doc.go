// Package server is Evergreen's HTTP and WebSocket front: the JSON API of
// docs/API.md, the WebSocket feed, and the HTML pages. It holds no rules:
// every move goes to a table (package table), which applies it through
// the game's engine contract and logs it in the store before anyone is
// told.
//
// Files: server.go (construction and routes), api.go (JSON API), ws.go
// (WebSocket feed), auth.go (tokens and cookies), limit.go (the
// per-address limit on join attempts), pages.go (HTML pages), rulebook.go
// (Rulebook and Crown's Guidance pages), studio.go (the Rules Studio's
// pages, API and balance previews).
package server
