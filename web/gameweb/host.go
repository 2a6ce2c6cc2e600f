package gameweb

import (
	"context"
	"errors"
	"html/template"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/jobs"
	"evergreen/locale"
	"evergreen/preview"
	"evergreen/store"
)

// Site is implemented by games that have pages of their own (a
// Rulebook, a Rules Studio). The server asks once, at start, and routes
// the game's addresses to what it gets back; it draws no page of the
// game itself.
type Site interface {
	Site(h Host) (Pages, error)
}

// Host is what the platform lends a game's pages.
type Host struct {
	// Base is the path the game's pages are served under, and so the
	// start of every link they draw to each other: "/games/{name}", or
	// "" for the default game, whose pages keep the site-root addresses
	// they had before games had their own (Pages.Root).
	Base string
	// Home is the game's own address in the one scheme every game's pages
	// share, "/games/{name}", for the default game too: a page that has
	// moved there from the root (Pages.Moved) links from it. "" when the
	// host mounts the game elsewhere (a test at a server's root).
	Home string
	// Library keeps rule-set documents by code (the ones tables play),
	// the Studio's library and its preview cache.
	Library RulesLibrary
	Logger  *slog.Logger
	// Layout returns a fresh copy of the site's shared templates, "head"
	// (which opens <main> after the site's header and navigation) and
	// "foot", for the game to add its own pages to; they read .Title.
	Layout func() (*template.Template, error)
	// Localize returns a copy of t, parsed onto Layout and not yet
	// executed, that writes in lang: its "t" texts, its <html lang>, the
	// picker's choice and the catalog its scripts read. nil: the game's
	// pages stay English.
	Localize func(t *template.Template, lang string) (*template.Template, error)
	// Words are the catalogs a game's pages write their own words from
	// in Go; nil reads the embedded ones (locale.Load).
	Words *locale.Bundle
	// NotFound draws the site's not-found page with status 404, titled
	// title.
	NotFound func(w http.ResponseWriter, r *http.Request, title string)
	// TableRules returns the rules of the table with room code code, as
	// typed, and the code in its canonical form, for pages about one
	// table (its Rulebook). It answers ErrNoTable alike for a malformed
	// code, an unused one and another game's table, and ErrTooManyTries
	// once the visitor has tried too many unknown codes: whether a page
	// exists tells whether a code is in use, so misses count against the
	// same limit as joining a table.
	TableRules func(r *http.Request, code string) (rules game.Rules, canonical string, err error)
	// PreviewWorkers is how many games one balance preview plays at once
	// (preview.Config.Workers): 0 means one per core. A server whose live
	// tables must never wait for a designer's preview sets it low.
	PreviewWorkers int
	// Jobs is the server's pool for background work (package jobs):
	// every game's previews run in it (preview.Config.Pool), sharing its
	// slots and fair queue. nil: each runner makes its own.
	Jobs *jobs.Pool
}

// Errors of Host.TableRules.
var (
	ErrNoTable      = errors.New("gameweb: no table has that code")
	ErrTooManyTries = errors.New("gameweb: too many unknown room codes tried from this address")
)

// Pages is a game's site as the server mounts it.
type Pages struct {
	// Handler serves the game's pages and their JSON API, at paths
	// relative to Host.Base: the server strips "/games/{name}" before
	// calling it.
	Handler http.Handler
	// Root lists the patterns (net/http ServeMux patterns, such as
	// "GET /rules" or "/studio/") that the server also routes, path
	// unchanged, to Handler at the site's root when the game is the
	// default, so that addresses from before games had prefixes keep
	// working. A pattern the server's own routes conflict with is an
	// error at start.
	Root []string
	// Moved lists the patterns (as Root's) of the default game's pages
	// that have moved to the one scheme, /games/{name}: the server
	// answers them at the site's root with a permanent redirect to the
	// same path and query under the game's address (Host.Home).
	Moved []string
	// Close, if set, is called once when the server shuts down (the
	// Studio stops its balance previews).
	Close func()
	// Links are the pages the site's navigation and footer offer, in
	// order (Nobles: its Rulebook, Crown's Guidance and Rules Studio),
	// each Path relative to Host.Base.
	Links []Link
}

// Link is one page a game offers in the site's navigation.
type Link struct {
	Label string
	Path  string
}

// RulesLibrary is the part of the platform's storage a game's pages may
// use: rule-set documents by code, the Studio's library of named rule
// sets, and finished balance previews (store.Store has each method and
// says what it does). Nothing else of the store (tables, seats, moves)
// is a game page's business.
type RulesLibrary interface {
	SaveRules(ctx context.Context, code string, doc []byte) error
	Rules(ctx context.Context, code string) ([]byte, error)
	NameRules(ctx context.Context, n store.RulesName) (store.RulesName, error)
	RulesName(ctx context.Context, code string) (store.RulesName, error)
	RulesNames(ctx context.Context, game string, limit int) ([]store.RulesName, error)
	preview.Cache
}

var _ RulesLibrary = store.Store(nil)
