// Command benchpeer measures the Nobles rules engine side by side with the
// boardgame.io peer's plain JavaScript loop on the same content: random
// legal play, CPU time (user + system) rather than wall time, the two
// programs interleaved round after round, medians and ranges reported
// with the machine's load. It also checks that both play the same game:
// the means per House are printed next to each other.
//
//	go run ./cmd/benchpeer -peer DIR [-houses 4,2] [-rounds 5] [-seconds 3] [-json]
//
// DIR is a copy of the peer folder (../shared/peers/boardgameio) with its
// node modules installed (npm ci). See docs/PERFORMANCE.md.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbench"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// job is one program measured in every round.
type job struct {
	Name   string `json:"name"`
	Houses int    `json:"houses"`
	// Runs per second of CPU time (years or games), one a round.
	Rates []float64 `json:"ratesPerCPUSecond"`
	// Load is the 1-minute load average before each run.
	Load  []float64         `json:"load"`
	Means noblesbench.Means `json:"means"`
	// Years played in all rounds, for the means.
	Years int `json:"years"`

	kind string // "engine", "default" or "plain"
	// means accumulated over the rounds (engine: totals; plain: weighted)
	totals noblesbench.Totals
	sums   [6]float64
}

type report struct {
	GoVersion   string            `json:"go"`
	Node        string            `json:"node"`
	CPUs        int               `json:"cpus"`
	Rounds      int               `json:"rounds"`
	Seconds     float64           `json:"seconds"`
	Jobs        []*job            `json:"jobs"`
	RatioBySize map[int][]float64 `json:"engineOverPlainByHouses"`
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("benchpeer", flag.ContinueOnError)
	fs.SetOutput(stderr)
	peer := fs.String("peer", "", "`DIR`: a copy of the boardgame.io peer folder with node modules installed (npm ci)")
	rulesFile := fs.String("rules", "games/nobles/noblesbench/testdata/peer-rules.json", "the peer's content as a Nobles rule set (a copy of ../shared/peers/peer-rules.json)")
	housesList := fs.String("houses", "4,2", "table sizes, comma-separated")
	rounds := fs.Int("rounds", 5, "rounds; each runs every program once, the order reversed every other round")
	seconds := fs.Float64("seconds", 3, "CPU seconds per run")
	withDefault := fs.Bool("default", true, "also run the engine on the default rules (4 Houses, with Virtues) each round")
	node := fs.String("node", "node", "the node `binary`")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the engine runs to `FILE`")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "benchpeer: "+format+"\n", a...)
		return 2
	}
	if *peer == "" {
		return bad("-peer DIR is required: copy ../shared/peers/boardgameio somewhere, run npm ci in it, and name it here")
	}
	if _, err := os.Stat(filepath.Join(*peer, "node_modules", "boardgame.io")); err != nil {
		return bad("-peer %s: no node_modules/boardgame.io there (bench.js needs it): run npm ci in that folder", *peer)
	}
	doc, err := os.ReadFile(*rulesFile)
	if err != nil {
		return bad("-rules: %v", err)
	}
	peerRules, err := nobles.LoadRules(doc)
	if err != nil {
		return bad("-rules %s: %v", *rulesFile, err)
	}
	def, err := nobles.Default()
	if err != nil {
		return bad("default rules: %v", err)
	}
	if *rounds < 1 || *seconds <= 0 {
		return bad("-rounds must be at least 1 and -seconds positive")
	}
	var jobs []*job
	for _, f := range strings.Split(*housesList, ",") {
		h, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || h < nobles.MinSeats || h > nobles.MaxSeats {
			return bad("-houses: %q is not a table size from %d to %d", f, nobles.MinSeats, nobles.MaxSeats)
		}
		jobs = append(jobs,
			&job{Name: "engine, peer rules", Houses: h, kind: "engine"},
			&job{Name: "JS plain loop", Houses: h, kind: "plain"})
	}
	if *withDefault {
		jobs = append(jobs, &job{Name: "engine, default rules", Houses: 4, kind: "default"})
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return bad("-cpuprofile: %v", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return bad("-cpuprofile: %v", err)
		}
		defer pprof.StopCPUProfile()
	}
	nodeVersion, _ := exec.Command(*node, "--version").Output()
	rep := report{GoVersion: runtime.Version(), Node: strings.TrimSpace(string(nodeVersion)), CPUs: runtime.NumCPU(),
		Rounds: *rounds, Seconds: *seconds, Jobs: jobs, RatioBySize: map[int][]float64{}}
	for r := range *rounds {
		order := slices.Clone(jobs)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		for _, j := range order {
			j.Load = append(j.Load, loadAverage())
			var rate float64
			var err error
			switch j.kind {
			case "engine":
				rate, err = engineRun(j, peerRules, true, uint64(r+1)<<32, *seconds)
			case "default":
				rate, err = engineRun(j, def, false, uint64(r+1)<<32, *seconds)
			case "plain":
				rate, err = plainRun(j, *node, *peer, r+1, *seconds)
			}
			if err != nil {
				fmt.Fprintf(stderr, "benchpeer: round %d, %s, %d Houses: %v\n", r+1, j.Name, j.Houses, err)
				return 1
			}
			j.Rates = append(j.Rates, rate)
			if !*asJSON {
				fmt.Fprintf(stderr, "round %d: %-22s %d Houses: %8.0f a CPU-second (load %.2f)\n", r+1, j.Name, j.Houses, rate, j.Load[len(j.Load)-1])
			}
		}
	}
	for i := 0; i+1 < len(jobs); i++ {
		e, p := jobs[i], jobs[i+1]
		if e.kind == "engine" && p.kind == "plain" {
			for r := range e.Rates {
				rep.RatioBySize[e.Houses] = append(rep.RatioBySize[e.Houses], e.Rates[r]/p.Rates[r])
			}
		}
	}
	for _, j := range jobs {
		j.finish()
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", " ")
		if err := enc.Encode(rep); err != nil {
			return 1
		}
		return 0
	}
	printReport(stdout, &rep)
	return 0
}

// cpuSeconds is the user and system time this process has used so far,
// every thread included (the garbage collector's too).
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// loadAverage is the machine's 1-minute load average, or -1 if unknown.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return -1
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return -1
	}
	return v
}

// engineRun plays random years for about seconds of CPU time after a
// short warm-up and returns years per CPU-second.
func engineRun(j *job, rs *nobles.Ruleset, noVirtue bool, seed uint64, seconds float64) (float64, error) {
	p, err := noblesbench.NewPlayer(rs, j.Houses, noVirtue, seed)
	if err != nil {
		return 0, err
	}
	const batch = 200
	for range batch {
		if err := p.Year(); err != nil {
			return 0, err
		}
	}
	p.Totals = noblesbench.Totals{Houses: j.Houses}
	runtime.GC()
	t0 := cpuSeconds()
	for {
		for range batch {
			if err := p.Year(); err != nil {
				return 0, err
			}
		}
		if el := cpuSeconds() - t0; el >= seconds {
			j.add(p.Totals)
			return float64(p.Totals.Years) / el, nil
		}
	}
}

// plainRun runs the peer's plain loop in node for about seconds (its own
// timed loop, after its warm-up) and returns games per CPU-second of that
// loop, as bench.js measures it with process.cpuUsage.
func plainRun(j *job, node, dir string, seed int, seconds float64) (float64, error) {
	cmd := exec.Command(node, "bench.js", "--players", strconv.Itoa(j.Houses), "--bench", "plain",
		"--seconds", strconv.FormatFloat(seconds, 'f', -1, 64), "--seed", strconv.Itoa(seed), "--json")
	cmd.Dir = dir
	var errBuf strings.Builder
	cmd.Stderr = &errBuf
	out, err := cmd.Output()
	if err != nil {
		return 0, fmt.Errorf("%s bench.js in %s: %v: %s", node, dir, err, strings.TrimSpace(errBuf.String()))
	}
	var res struct {
		Results struct {
			Plain struct {
				CPUSeconds float64 `json:"cpuSeconds"`
				Games      int     `json:"games"`
				Means      struct {
					MovesPerGame   float64 `json:"movesPerGame"`
					Gems           float64 `json:"gems"`
					Tokens         float64 `json:"tokens"`
					Crowns         float64 `json:"crowns"`
					Surrendered    float64 `json:"surrendered"`
					WinnersPerGame float64 `json:"winnersPerGame"`
				} `json:"means"`
			} `json:"plain"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return 0, fmt.Errorf("bench.js output: %v", err)
	}
	pl := res.Results.Plain
	if pl.Games == 0 || pl.CPUSeconds <= 0 {
		return 0, fmt.Errorf("bench.js reported %d games in %g CPU seconds", pl.Games, pl.CPUSeconds)
	}
	m := pl.Means
	w := float64(pl.Games)
	j.Years += pl.Games
	for i, v := range [6]float64{m.MovesPerGame, m.Gems, m.Tokens, m.Crowns, m.Surrendered, m.WinnersPerGame} {
		j.sums[i] += v * w
	}
	return float64(pl.Games) / pl.CPUSeconds, nil
}

func (j *job) add(t noblesbench.Totals) {
	s := &j.totals
	s.Houses = t.Houses
	s.Years += t.Years
	s.Moves += t.Moves
	s.Gems += t.Gems
	s.Tokens += t.Tokens
	s.Crowns += t.Crowns
	s.Surrendered += t.Surrendered
	s.Winners += t.Winners
}

// finish turns what the rounds accumulated into means.
func (j *job) finish() {
	if j.kind != "plain" {
		j.Means, j.Years = j.totals.Means(), j.totals.Years
		return
	}
	if j.Years == 0 {
		return
	}
	w := float64(j.Years)
	j.Means = noblesbench.Means{MovesPerYear: j.sums[0] / w, Gems: j.sums[1] / w, Tokens: j.sums[2] / w,
		Crowns: j.sums[3] / w, Surrendered: j.sums[4] / w, WinnersPerYear: j.sums[5] / w}
}

// spread is "median (min–max)" of xs.
func spread(xs []float64, format string) string {
	if len(xs) == 0 {
		return "-"
	}
	s := slices.Sorted(slices.Values(xs))
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return fmt.Sprintf(format+" ("+format+"–"+format+")", med, s[0], s[len(s)-1])
}

func printReport(w io.Writer, rep *report) {
	fmt.Fprintf(w, "%s, node %s, %d CPUs; %d interleaved rounds of %g CPU-seconds a run\n",
		rep.GoVersion, rep.Node, rep.CPUs, rep.Rounds, rep.Seconds)
	fmt.Fprintf(w, "\n%-24s %6s  %-36s  %s\n", "program", "Houses", "years per CPU-second, median (range)", "load before the runs")
	for _, j := range rep.Jobs {
		fmt.Fprintf(w, "%-24s %6d  %-36s  %s\n", j.Name, j.Houses, spread(j.Rates, "%.0f"), spread(j.Load, "%.2f"))
	}
	fmt.Fprintln(w)
	for _, j := range rep.Jobs {
		if r := rep.RatioBySize[j.Houses]; j.kind == "engine" && len(r) > 0 {
			fmt.Fprintf(w, "engine / JS plain loop, %d Houses, paired by round: %s\n", j.Houses, spread(r, "%.2f"))
		}
	}
	fmt.Fprintf(w, "\nmeans per House: %-22s %6s %8s %6s %6s %7s %11s %8s   %s\n", "", "Houses", "moves/yr", "Gems", "Tokens", "Crowns", "surrendered", "winners", "years")
	for _, j := range rep.Jobs {
		m := j.Means
		fmt.Fprintf(w, "                 %-22s %6d %8.1f %6.2f %6.2f %7.0f %11.2f %8.3f   %d\n",
			j.Name, j.Houses, m.MovesPerYear, m.Gems, m.Tokens, m.Crowns, m.Surrendered, m.WinnersPerYear, j.Years)
	}
}
