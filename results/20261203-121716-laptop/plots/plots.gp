# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder
# draws every plot again from the data files in data/.
set linetype 1 lc rgb '#3b6ea8' lw 2 pt 7 ps 0.6
set linetype 2 lc rgb '#d9822b' lw 2 pt 7 ps 0.6
set linetype 3 lc rgb '#3a9a5b' lw 2 pt 7 ps 0.6
set linetype 4 lc rgb '#c23b3b' lw 2 pt 7 ps 0.6
set linetype 5 lc rgb '#8a5cb0' lw 2 pt 7 ps 0.6
set linetype 6 lc rgb '#8c6d3f' lw 2 pt 7 ps 0.6
set linetype 7 lc rgb '#d46aa8' lw 2 pt 7 ps 0.6
set linetype 8 lc rgb '#707070' lw 2 pt 7 ps 0.6
set linetype cycle 8

# read-4k-mbps
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-mbps.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:338.839]
set ytics noenhanced
set key off
plot 'data/read-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-mbps.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: MB/s (more is better)' noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:338.839]
set ytics noenhanced
set key off
plot 'data/read-4k-mbps.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-iops
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-iops.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:84706.1]
set ytics noenhanced
set key off
plot 'data/read-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-iops.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: IOPS (more is better)' noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:84706.1]
set ytics noenhanced
set key off
plot 'data/read-4k-iops.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p50_us
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p50_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:972.093]
set ytics noenhanced
set key off
plot 'data/read-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p50_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p50 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:972.093]
set ytics noenhanced
set key off
plot 'data/read-4k-p50_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99_us
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:4457.15]
set ytics noenhanced
set key off
plot 'data/read-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:4457.15]
set ytics noenhanced
set key off
plot 'data/read-4k-p99_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99.9_us
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99.9_us.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:6557.86]
set ytics noenhanced
set key off
plot 'data/read-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99.9_us.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: p99.9 completion latency, usec (less is better)' noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:6557.86]
set ytics noenhanced
set key off
plot 'data/read-4k-p99.9_us.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-merge_ratio
set terminal pngcairo size 900,170 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-merge_ratio.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.303251]
set ytics noenhanced
set key off
plot 'data/read-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,170 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-merge_ratio.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title 'read-4k: merge ratio, merges / (ios + merges) (more is better)' noenhanced
set xlabel 'ratio   (error bars: SE; ~ = not significantly different from the best (a 95 % test was made); ? = undecidable at N < 3 (no test made: too few runs))' noenhanced
set yrange [1.600000:-0.6]
set xrange [0:0.303251]
set ytics noenhanced
set key off
plot 'data/read-4k-merge_ratio.tsv' using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-latency
set terminal pngcairo size 900,520 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-latency.png'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'
set terminal svg size 900,520 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-latency.svg'
reset
set datafile separator "\t"
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title 'read-4k: completion latency percentiles (less is better)' noenhanced
plot 'data/read-4k-latency.tsv' index 0 using (100/(100-$1)):2 with linespoints lt 1 lw 2 pt 7 ps 0.7 title 'MQ None', \
     'data/read-4k-latency.tsv' index 1 using (100/(100-$1)):2 with linespoints lt 2 lw 2 pt 7 ps 0.7 title 'MQ Deadline'
set terminal pngcairo size 365,218 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-mbps.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:0.5]
set yrange [1.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-mbps.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal svg size 365,218 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-mbps.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: MB/s, as a fraction of the best (mean / best)' noenhanced
set xrange [-0.5:0.5]
set yrange [1.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-mbps.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal pngcairo size 365,218 noenhanced font 'sans,10' background '#ffffff'
set output 'overview-p99_us.png'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:0.5]
set yrange [1.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal svg size 365,218 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'overview-p99_us.svg'
reset
set datafile separator "\t"
set title 'Which scheduler for which workload: p99 completion latency, usec, as a fraction of the best (best / mean)' noenhanced
set xrange [-0.5:0.5]
set yrange [1.5:-0.5]
set border 0
set xtics scale 0 noenhanced
set ytics scale 0 noenhanced
set x2tics scale 0
unset colorbox
set key off
set palette defined (0.5 '#d9544f', 0.75 '#f3d36b', 1 '#4fa86a')
set cbrange [0.5:1]
set xlabel '* best   ~ not significantly different from it (Welch, 95 %)   ? undecidable, N < 3 (no test made)   (~ and ? grey)' offset 0,-1
set style fill solid 1 border lc rgb '#ffffff'
unset x2tics
plot 'data/overview-p99_us.tsv' using 1:2:(0.5):(0.5):7:xticlabels(5):yticlabels(6) with boxxyerror lc rgb variable, \
     '' using 1:2:4 with labels font ',10'
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-throughput.png'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/read-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline'
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-throughput.svg'
reset
set datafile separator "\t"
set border 3
set xtics nomirror out
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set key outside right top vertical noenhanced
set xlabel 'seconds from the first I/O after ramp_time'
set yrange [0:*]
set ylabel 'MB/s (= KiB/s / 1000)'
set title 'read-4k: throughput over time (line: mean of the runs, band: their min..max)' noenhanced
plot 'data/read-4k-throughput.tsv' index 0 using 1:3:4 with filledcurves lt 1 fs transparent solid 0.18 noborder notitle, '' index 0 using 1:2 with lines lt 1 title 'MQ None', \
     'data/read-4k-throughput.tsv' index 1 using 1:3:4 with filledcurves lt 2 fs transparent solid 0.18 noborder notitle, '' index 1 using 1:2 with lines lt 2 title 'MQ Deadline'
set terminal pngcairo size 1350,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-completions.png'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/read-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/read-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.552 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.433 % out of order, pooled'
unset multiplot
set terminal svg size 1350,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-completions.svg'
reset
set datafile separator "\t"
set multiplot layout 1,3 title 'read-4k: how completions arrive (every completion of every run)' noenhanced
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'in flight when an I/O completed'
set xlabel 'I/Os in flight'
set ylabel '% of completions, at or below (log)' offset 1
set key top left
plot 'data/read-4k-inflight.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 64', \
     'data/read-4k-inflight.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 64'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'completions per reap call'
set xlabel 'completions returned by one reap'
set ylabel '% of reap calls, at or below (log)' offset 1
set key bottom right
plot 'data/read-4k-reap.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: mean 1', \
     'data/read-4k-reap.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: mean 1'
unset logscale
unset label
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set key noenhanced samplen 2 font ',9'
set xrange [0:*]
set logscale y
set format y '%g'
set yrange [1e-4:100]
set title 'out-of-order distance'
set xlabel 'I/Os submitted earlier still in flight'
set ylabel '% of completions, at or above (log)' offset 1
set key top right
plot 'data/read-4k-ooo.tsv' index 0 using 1:2 with steps lt 1 title 'MQ None: 0.552 % out of order, pooled', \
     'data/read-4k-ooo.tsv' index 1 using 1:2 with steps lt 2 title 'MQ Deadline: 0.433 % out of order, pooled'
unset multiplot
set terminal pngcairo size 1100,440 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-device.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal svg size 1100,440 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-device.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: the devices (devstat, mean over the runs)' noenhanced
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of the time busy'
set title 'utilisation (io_ticks / wall time)'
set yrange [0:105]
plot for [j=2:3] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 1)
set border 3
set xtics nomirror scale 0 noenhanced
set ytics nomirror out
set grid ytics lc rgb '#dddddd'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 noborder
set key top right noenhanced font ',9'
set ylabel '% of bios merged: merges / (requests + merges)'
set title 'merges, read'
set yrange [0:*]
plot for [j=4:5] 'data/read-4k-device.tsv' using j:xtic(1) title columnheader(j) lc rgb word('#3b6ea8 #9bb7d4 #707070 #c8c8c8', j - 3)
unset multiplot
set terminal pngcairo size 1200,460 noenhanced font 'sans,10' background '#ffffff'
set output 'read-4k-waits.png'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: where requests waited (block trace, the fio jobs'' requests of the traced runs)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/read-4k-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None', \
     'data/read-4k-waits-queue.tsv' index 1 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/read-4k-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None', \
     'data/read-4k-waits-device.tsv' index 1 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline'
unset multiplot
set terminal svg size 1200,460 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'read-4k-waits.svg'
reset
set datafile separator "\t"
set multiplot layout 1,2 title 'read-4k: where requests waited (block trace, the fio jobs'' requests of the traced runs)' noenhanced
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'queue time'
set xlabel 'insert -> issue (in the scheduler), us (log; 0 drawn at 0.001)'
plot 'data/read-4k-waits-queue.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None', \
     'data/read-4k-waits-queue.tsv' index 1 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline'
set border 3
set xtics nomirror out
set ytics nomirror out
set grid xtics ytics lc rgb '#dddddd'
set logscale xy
set format x '%g'
set format y '%g'
set yrange [0.01:100]
set key bottom left noenhanced samplen 2 font ',9'
set ylabel '% of requests, at or above (log)'
set title 'device time'
set xlabel 'issue -> complete, us (log; 0 drawn at 0.001)'
plot 'data/read-4k-waits-device.tsv' index 0 using 1:2 with steps lt 1 dt 1 title 'MQ None', \
     'data/read-4k-waits-device.tsv' index 1 using 1:2 with steps lt 2 dt 1 title 'MQ Deadline'
unset multiplot
