// Package docs holds Evergreen's documents (ARCHITECTURE.md, API.md,
// BOTS.md, PERFORMANCE.md, RELIABILITY.md, RULESETS.md, DEPLOY.md) and
// the screenshots they show. It has no code; its tests keep
// ARCHITECTURE.md true to the code: the layer diagram and the import
// table are checked against `go list` (`go test ./docs -update`
// rewrites the table), and no two top folders of the module import each
// other, directly or round a longer loop.
package docs
