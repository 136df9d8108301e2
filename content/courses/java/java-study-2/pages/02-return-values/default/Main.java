public class Main {
    public static int sum(int[] numbers) {
        // numbers の合計を計算して返そう (Calculate and return the total of numbers)
        return 0;
    }

    public static void main(String[] args) {
        int[] scores = {70, 85, 90};
        int total = sum(scores);
        System.out.println("Total: " + total);
        System.out.println("Average: " + total / scores.length);
    }
}
