package e2e

import (
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestZZScratch(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 390, 844)
	save := func(name string) {
		run(t, ctx, 5*time.Second, chromedp.Sleep(700*time.Millisecond))
		buf := get(t, ctx, 20*time.Second, chromedp.CaptureScreenshot())
		os.WriteFile("/tmp/uxshots/"+name+".png", buf, 0o644)
	}
	run(t, ctx, 20*time.Second, chromedp.EmulateViewport(390, 844), chromedp.Navigate(ts.URL+"/new"), visible(`#seat-1-kind`))
	save("new")
	setTable(t, ctx, ts.URL, "/solo", []seatSpec{{"local", "Ada", ""}, {"bot", "", ""}}, false, "")
	for i := 0; i < 30; i++ {
		if eval[string](t, ctx, panelKindJS) == "duty" {
			break
		}
		step(t, ctx, "")
		time.Sleep(30 * time.Millisecond)
	}
	save("table")
	run(t, ctx, 5*time.Second, js(`document.querySelector('#decision').scrollIntoView()`))
	save("table-decision")
}
