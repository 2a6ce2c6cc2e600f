// Package deploy holds example configurations for running several
// Evergreen servers behind a reverse proxy: a Caddyfile and an nginx.conf
// (docs/DEPLOY.md walks through them). It has no code; its test checks
// that the files name the nodes, the health path and the WebSocket
// upgrade the guide relies on, and that the health path is the servers'.
package deploy
