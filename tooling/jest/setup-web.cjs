require('@testing-library/jest-dom');

// CI runs thirteen jest projects on two cores: a screen's first answer can take over testing-library's default second
// to render there (module load, schema build, React's commit). Waiting longer only slows a test that would fail anyway.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
