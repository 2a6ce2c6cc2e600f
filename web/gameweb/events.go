package gameweb

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// EventStream answers a request with server-sent events
// (text/event-stream), one JSON value an event: the Studio's balance
// previews and a finished game's review stream their progress through
// it.
type EventStream struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

// eventTimeout is how long one event may take to be written. The
// server's write timeout is for ordinary answers; a stream may last
// longer, as long as events keep coming.
const eventTimeout = 30 * time.Second

// StartEvents writes the stream's headers and its status, 200.
func StartEvents(w http.ResponseWriter) *EventStream {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // a proxy must pass events on as they come
	w.WriteHeader(http.StatusOK)
	return &EventStream{w: w, rc: http.NewResponseController(w)}
}

// Send writes one event named event with v as its data and flushes it;
// an error means the client went away (or v is not JSON) and the stream
// should end.
func (s *EventStream) Send(event string, v any) error {
	_ = s.rc.SetWriteDeadline(time.Now().Add(eventTimeout))
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", event, b); err != nil {
		return err
	}
	return s.rc.Flush()
}
