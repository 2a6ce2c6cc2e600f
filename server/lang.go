package server

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"evergreen/locale"
	"evergreen/ruleset"
)

// The visitor's language: an explicit choice in the lang cookie (set by
// the picker through GET /lang?lang=de: a preference of this browser
// alone, like a page's ?hl=, so it needs none of the JSON-only guard of
// requests that change a table), else the browser's Accept-Language,
// else English (locale.Negotiate). Pages are drawn in it; the API's
// errors stay English for programs, and the pages' scripts read their
// words from the catalog the page carries, but a rule set's problems,
// which a person reads one by one, come in the visitor's locale
// (wordRules).

// lang is the locale r is answered in.
func (s *Server) lang(r *http.Request) string { return locale.Negotiate(r) }

// wordRules words the rule-set problems err carries in r's locale, by
// the Wording of the game called name ("" for the default); any other
// error is returned as it was.
func (s *Server) wordRules(r *http.Request, name string, err error) error {
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		return err
	}
	if name == "" {
		name = s.cfg.Games.Default().Name()
	}
	return ps.In(s.problems[name], s.lang(r))
}

// text writes a catalog text in r's locale.
func (s *Server) text(r *http.Request, key string, pairs ...any) string {
	return s.words.T(s.lang(r), key, pairs...)
}

// langRoutes registers the picker's form.
func (s *Server) langRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /lang", s.setLang)
}

// setLang remembers the language chosen (for a year, in this browser
// only) and sends the visitor back to the page they chose it on.
func (s *Server) setLang(w http.ResponseWriter, r *http.Request) {
	tag := r.FormValue("lang")
	if !locale.Supported(tag) {
		http.Error(w, s.text(r, "lang.unknown", "tag", strings.TrimSpace(tag)), http.StatusBadRequest)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: locale.Cookie, Value: tag, Path: "/", MaxAge: int((365 * 24 * time.Hour).Seconds()),
		SameSite: http.SameSiteLaxMode, Secure: r.TLS != nil || s.cfg.BehindTLS,
	})
	http.Redirect(w, r, backTo(r), http.StatusSeeOther)
}

// backTo is the path of the page the form was sent from (the Referer,
// when it is this site's), else the home page: never another site.
func backTo(r *http.Request) string {
	u, err := url.Parse(r.Referer())
	if err != nil || u.Host != r.Host || !strings.HasPrefix(u.Path, "/") || strings.HasPrefix(u.Path, "//") {
		return "/"
	}
	if u.RawQuery != "" {
		return u.Path + "?" + u.RawQuery
	}
	return u.Path
}
