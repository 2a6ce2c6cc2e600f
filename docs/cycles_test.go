package docs_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// knownCycles are folder cycles that are being taken apart elsewhere,
// each under the folders it joins (sorted, joined by " ") with why it
// is still here. The test fails on any other cycle, and on a known one
// that has gone, so that this list never outlives its reason.
var knownCycles = map[string]string{}

// TestNoFolderCycles: no top folder of the module (bots, engine, game,
// games, preview, sim, store, table, server, web, …) imports another
// that imports it back, directly or through others. Only the product
// counts: test files, and test support that only tests import (the
// conformance suites reading moves as every front end does), may reach
// up, as a bots test plays a game of package game. Each cycle is
// reported with the package imports that make it.
func TestNoFolderCycles(t *testing.T) {
	cycles := folderCycles(packages(t))
	seen := map[string]bool{}
	for _, c := range cycles {
		key := strings.Join(c.folders, " ")
		seen[key] = true
		if why, ok := knownCycles[key]; ok {
			t.Logf("known cycle between %s (%s):\n%s", strings.Join(c.folders, ", "), why, c.edges)
			continue
		}
		t.Errorf("the folders %s import each other:\n%s", strings.Join(c.folders, ", "), c.edges)
	}
	for key := range knownCycles {
		if !seen[key] {
			t.Errorf("the known cycle between %s is gone: remove it from knownCycles", strings.ReplaceAll(key, " ", ", "))
		}
	}
}

// cycle is a set of folders each reachable from the others, and the
// package imports between them (one per line: "a/b -> c/d").
type cycle struct {
	folders []string
	edges   string
}

// folderCycles collapses every package to its top folder and returns
// the strongly connected sets of more than one folder (Tarjan's
// algorithm), in a fixed order.
func folderCycles(pkgs []pkg) []cycle {
	next := map[string][]string{}
	why := map[[2]string][]string{}
	for _, p := range pkgs {
		if p.Support {
			continue
		}
		from := folder(p.Path)
		for _, imp := range p.Imports {
			to := folder(imp)
			if to == from {
				continue
			}
			e := [2]string{from, to}
			if why[e] == nil {
				next[from] = append(next[from], to)
			}
			why[e] = append(why[e], p.Path+" -> "+imp)
		}
	}
	nodes := make([]string, 0, len(next))
	for n := range next {
		nodes = append(nodes, n)
	}
	slices.Sort(nodes)
	var out []cycle
	for _, set := range components(nodes, next) {
		if len(set) < 2 {
			continue
		}
		slices.Sort(set)
		var lines []string
		for _, a := range set {
			for _, b := range set {
				for _, w := range why[[2]string{a, b}] {
					lines = append(lines, "\t"+w)
				}
			}
		}
		out = append(out, cycle{folders: set, edges: strings.Join(lines, "\n")})
	}
	slices.SortFunc(out, func(a, b cycle) int { return strings.Compare(fmt.Sprint(a.folders), fmt.Sprint(b.folders)) })
	return out
}

// components returns the strongly connected components of the graph.
func components(nodes []string, next map[string][]string) [][]string {
	index, low := map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var out [][]string
	var visit func(n string)
	visit = func(n string) {
		index[n], low[n] = len(index), len(index)
		stack = append(stack, n)
		onStack[n] = true
		for _, m := range next[n] {
			if _, done := index[m]; !done {
				visit(m)
				low[n] = min(low[n], low[m])
			} else if onStack[m] {
				low[n] = min(low[n], index[m])
			}
		}
		if low[n] != index[n] {
			return
		}
		var set []string
		for {
			m := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[m] = false
			set = append(set, m)
			if m == n {
				break
			}
		}
		out = append(out, set)
	}
	for _, n := range nodes {
		if _, done := index[n]; !done {
			visit(n)
		}
	}
	return out
}

// TestFolderCyclesFound: the cycle finder sees a two-folder cycle and a
// longer loop, names the imports that make them, and leaves a chain
// alone.
func TestFolderCyclesFound(t *testing.T) {
	pkgs := []pkg{
		{Path: "game/gametest", Imports: []string{"scenario"}, Support: true},
		{Path: "scenario", Imports: []string{"game"}},
		{Path: "game", Imports: []string{"bots", "engine"}},
		{Path: "bots/bottest", Imports: []string{"game"}},
		{Path: "bots", Imports: []string{"engine"}},
		{Path: "game/gameweb", Imports: []string{"preview"}},
		{Path: "preview", Imports: []string{"sim"}},
		{Path: "sim", Imports: []string{"game", "engine"}},
		{Path: "table", Imports: []string{"game", "engine"}},
	}
	got := folderCycles(pkgs)
	if len(got) != 1 || strings.Join(got[0].folders, " ") != "bots game preview sim" {
		t.Fatalf("cycles %+v, want one between bots, game, preview and sim", got)
	}
	for _, want := range []string{"bots/bottest -> game", "game -> bots", "game/gameweb -> preview", "sim -> game"} {
		if !strings.Contains(got[0].edges, want) {
			t.Errorf("the cycle's imports do not name %q:\n%s", want, got[0].edges)
		}
	}
	for _, out := range []string{"table", "scenario"} {
		if strings.Contains(got[0].edges, out) {
			t.Errorf("%s, outside the cycle or reached only from test support, is named in it:\n%s", out, got[0].edges)
		}
	}
}
