// What any suite that drives a process needs, the bound on each case and whether a process runs, is TestSupport's,
// which names nothing of Trips so that the driver core's tests use it alone; Trips' tests have it through this kit.
@_exported import TestSupport
