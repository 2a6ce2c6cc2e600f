// Package rulesettest holds rule-set problems to their translations: it
// collects, from a package's Go source, every format the package words a
// problem with, and fails a test for each one a locale does not translate
// (or translates reading other arguments). Each rules package calls it
// from its tests with its own catalogs, so that a problem added in
// English only is a failing test, never an English line on a German page.
package rulesettest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"evergreen/locale"
	"evergreen/ruleset"
)

// Calls name the functions and methods whose argument at the given
// position (from 0) is a problem's format: Problems.Add, Say and Errorf
// of package ruleset. A package with wrappers of its own adds them.
var Calls = map[string]int{"Add": 1, "Say": 0, "Errorf": 0}

// skipped are packages whose functions of those names are not ruleset's.
var skipped = map[string]bool{"fmt": true, "errors": true}

// Formats returns every format the Go package in dir (its files but
// tests) passes to calls (Calls and extra), sorted and without repeats.
// A format must be a literal string or a constant of the package, or
// the wrapper's own parameter named format; a variable or a sum of
// strings is an error, as no catalog could be held to it. (Any other
// expression is not a format: a method of another type, big.Int's Add.)
func Formats(dir string, extra map[string]int) ([]string, error) {
	calls := map[string]int{}
	for k, v := range Calls {
		calls[k] = v
	}
	for k, v := range extra {
		calls[k] = v
	}
	fset := token.NewFileSet()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	consts := constants(files)
	var out []string
	var errs []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			at, ok := calls[callee(call)]
			if !ok || at >= len(call.Args) {
				return true
			}
			switch a := call.Args[at].(type) {
			case *ast.BasicLit:
				if s, err := strconv.Unquote(a.Value); a.Kind == token.STRING && err == nil {
					out = append(out, s)
					return true
				}
			case *ast.Ident:
				if s, ok := consts[a.Name]; ok {
					out = append(out, s)
					return true
				}
				if a.Name == "format" {
					return true // a wrapper passing its own format on
				}
			case *ast.BinaryExpr: // a format put together
			default:
				return true // not a text: another type's method of that name (big.Int's Add)
			}
			errs = append(errs, fmt.Sprintf("%s: the format is not a literal string, so no catalog can translate it", fset.Position(call.Args[at].Pos())))
			return true
		})
	}
	if errs != nil {
		return nil, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// callee is the name a call calls ("Add" for ps.Add), "" for a call of
// fmt's or errors' own.
func callee(call *ast.CallExpr) string {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name
	case *ast.SelectorExpr:
		if x, ok := fn.X.(*ast.Ident); ok && skipped[x.Name] {
			return ""
		}
		return fn.Sel.Name
	}
	return ""
}

// constants are the package's string constants by name.
func constants(files []*ast.File) map[string]string {
	out := map[string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, err := strconv.Unquote(lit.Value); err == nil {
							out[name.Name] = s
						}
					}
				}
			}
		}
	}
	return out
}

// Missing lists, for each locale but English, every format of formats
// that ts (the platform's and a game's catalogs together) leaves
// untranslated or translates reading other arguments, one line each.
func Missing(formats []string, ts ...ruleset.Translations) []string {
	var out []string
	for _, lang := range locale.Tags() {
		if lang == locale.Default {
			continue
		}
		for _, f := range formats {
			tr, ok := lookup(lang, f, ts)
			if !ok {
				out = append(out, fmt.Sprintf("%s: %q is not translated", lang, f))
				continue
			}
			if err := ruleset.CheckFormat(f, tr); err != nil {
				out = append(out, fmt.Sprintf("%s: the translation of %q %v", lang, f, err))
			}
		}
	}
	return out
}

func lookup(lang, format string, ts []ruleset.Translations) (string, bool) {
	for _, t := range ts {
		if tr, ok := t[lang][format]; ok {
			return tr, true
		}
	}
	return "", false
}

// Check fails t for every problem format of the packages in dirs
// (with their extra wrappers) that own, the catalog that words them (a
// game's, or the platform's), and the platform's together do not
// translate into every locale, and for every entry of own that no
// format of those packages reads (a translation left behind).
func Check(t testing.TB, dirs []string, extra map[string]int, own ruleset.Translations) {
	t.Helper()
	var formats []string
	for _, dir := range dirs {
		fs, err := Formats(dir, extra)
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) == 0 {
			t.Fatalf("%s: no problem formats found: is it the right package?", dir)
		}
		formats = append(formats, fs...)
	}
	slices.Sort(formats)
	formats = slices.Compact(formats)
	platform, err := ruleset.PlatformTranslations()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range Missing(formats, own, platform) {
		t.Error(m)
	}
	for _, m := range Unused(formats, own) {
		t.Error(m)
	}
}

// Unused lists every entry of ts that no format of formats reads: for
// each locale, a translation of a problem no package words any more.
func Unused(formats []string, ts ruleset.Translations) []string {
	var out []string
	for _, lang := range slices.Sorted(maps.Keys(ts)) {
		for _, f := range slices.Sorted(maps.Keys(ts[lang])) {
			if _, found := slices.BinarySearch(formats, f); !found {
				out = append(out, fmt.Sprintf("%s: %q is translated, but no problem reads it", lang, f))
			}
		}
	}
	return out
}

// CheckGame is Check for a game: its catalog, as load reads it from the
// game's content, holds every problem of the packages in dirs, and
// builds a Wording with the platform's (one translation of each format,
// none the platform's own).
func CheckGame(t testing.TB, load func() (ruleset.Translations, error), dirs []string, extra map[string]int) {
	t.Helper()
	own, err := load()
	if err != nil {
		t.Fatal(err)
	}
	Check(t, dirs, extra, own)
	if _, err := ruleset.NewWording(own); err != nil {
		t.Error(err)
	}
}
