// The share pipeline lives here.
