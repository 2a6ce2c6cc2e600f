package sim

import (
	"fmt"
	"strings"
	"time"
)

// ProgressLine draws a progress bar for done of total games after
// elapsed: the bar, the count, the rate so far and the time left at that
// rate ("[####....] 120/1000 games, 35.2 games/s, about 25 s left").
// Until a game has finished there is no rate to tell.
func ProgressLine(done, total int, elapsed time.Duration) string {
	const width = 30
	filled := width * min(done, total) / max(1, total)
	var b strings.Builder
	fmt.Fprintf(&b, "[%s%s] %d/%d games", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total)
	secs := elapsed.Seconds()
	if done == 0 || secs <= 0 {
		return b.String()
	}
	rate := float64(done) / secs
	fmt.Fprintf(&b, ", %.1f games/s", rate)
	if left := total - done; left > 0 {
		fmt.Fprintf(&b, ", about %s left", roughly(time.Duration(float64(left)/rate*float64(time.Second))))
	}
	return b.String()
}

// roughly writes d to the second, or to the minute past ten minutes.
func roughly(d time.Duration) string {
	switch {
	case d < time.Second:
		return "1 s"
	case d < 10*time.Minute:
		return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second))
	case d < 10*time.Hour:
		return fmt.Sprintf("%d min", int(d.Round(time.Minute)/time.Minute))
	default:
		return fmt.Sprintf("%.0f h", d.Hours())
	}
}
